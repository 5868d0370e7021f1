import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

/** The development-mode card form's fields (payments are mocked): shown filled, inside a disabled fieldset. */
export function MockCardFields() {
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="card-number">Card Number</Label>
        <Input id="card-number" defaultValue="4242 4242 4242 4242" />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="card-expiry">Expiry</Label>
          <Input id="card-expiry" defaultValue="12/34" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="card-cvc">CVC</Label>
          <Input id="card-cvc" defaultValue="123" />
        </div>
      </div>
    </>
  );
}
