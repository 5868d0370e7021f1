import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { jingle as texts } from '@web/i18n/en/jingle';
import { useT } from '@web/i18n/language';
import { jingle } from './jingle';

/** The jingle's cover art, larger. Loaded on first open so Radix Dialog stays out of the landing page's first load. */
type CoverDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

export default function CoverDialog({ open, onOpenChange, returnFocusTo }: CoverDialogProps) {
  const t = useT('jingle', texts);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        // the dialog opens from a button outside it (not a Radix trigger): hand focus back to that button on close
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('credit')}</DialogDescription>
        </DialogHeader>
        <img
          src={jingle.cover}
          alt={t('coverAlt')}
          width={512}
          height={512}
          className="aspect-square w-full rounded-md"
        />
      </DialogContent>
    </Dialog>
  );
}
