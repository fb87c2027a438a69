import { Check, Copy, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { CreatedApiKey } from "@/shared/contracts/studies";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";

/** The new key's secret, shown this once: copy it, then close; the page forgets it. */
export function NewKeyDialog({ apiKey, onClose }: { apiKey: CreatedApiKey; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopied(true);
    } catch {
      toast.error("Could not copy: select the key and copy it yourself");
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Your new API key</DialogTitle>
        <DialogDescription>"{apiKey.name}" can now record studies for your organisation.</DialogDescription>
        <div className="grid gap-1.5">
          <Label htmlFor="new-api-key">API key</Label>
          <div className="flex gap-2">
            <Input id="new-api-key" readOnly value={apiKey.key} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={() => void copy()} aria-label="Copy the key">
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
          <span className="sr-only" aria-live="polite">
            {copied ? "Key copied" : ""}
          </span>
        </div>
        <p role="note" className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>This key will not be shown again. Store it somewhere safe now: RadBridge keeps only a fingerprint of it, so a lost key cannot be recovered, only revoked and replaced.</span>
        </p>
        <div className="flex justify-end">
          <Button type="button" onClick={onClose}>
            I have stored it
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
