import { Bookmark } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { SavedSearchScope } from "@/shared/contracts/saved-searches";
import { Button } from "@/web/components/ui/button";
import type { Params } from "./save-search-dialog";

// The dialog (its form, radio group and the contracts' zod) loads on the first press: public pages stay light.
const SaveSearchDialog = lazy(() => import("./save-search-dialog").then((m) => ({ default: m.SaveSearchDialog })));

/** "Save this search" on the board and the directory. */
export function SaveSearchButton({ scope, params }: { scope: SavedSearchScope; params: Params }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Bookmark aria-hidden="true" />
        Save this search
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog scope={scope} params={params} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
