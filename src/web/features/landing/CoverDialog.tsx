import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { jingle } from './jingle';

/** The jingle's cover art, larger. Loaded on first open so Radix Dialog stays out of the landing page's first load. */
export default function CoverDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{jingle.title}</DialogTitle>
          <DialogDescription>{jingle.credit}</DialogDescription>
        </DialogHeader>
        <img src={jingle.cover} alt={jingle.coverAlt} width={512} height={512} className="aspect-square w-full rounded-md" />
      </DialogContent>
    </Dialog>
  );
}
