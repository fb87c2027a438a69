import { Download } from "lucide-react";
import { REQUIRED_STUDY_COLUMNS, STUDY_COLUMN_HINTS, STUDY_COLUMNS } from "@/shared/policy/studies";
import { Button } from "@/web/components/ui/button";
import { saveText, templateCsv } from "./format";

/** The columns a study file may have, each with what it holds, and the template (its header line) to start from. */
export function UploadHelp() {
  return (
    <section aria-labelledby="study-columns-title" className="rounded-lg border bg-muted/30 p-3 text-sm">
      <h3 id="study-columns-title" className="font-medium">
        Columns of a study file
      </h3>
      <div className="mt-2 grid gap-3">
        <p className="text-muted-foreground">
          A CSV file with a header line naming its columns. Any other column refuses the file, so that no patient name, identifier or birth date can be sent.
        </p>
        <dl className="grid gap-2">
          {STUDY_COLUMNS.map((column) => (
            <div key={column} className="grid gap-0.5 sm:grid-cols-[14rem_1fr] sm:gap-3">
              <dt>
                <code className="rounded bg-muted px-1 py-0.5 text-xs">{column}</code>
                {!REQUIRED_STUDY_COLUMNS.includes(column) && <span className="ml-1 text-xs text-muted-foreground">(optional)</span>}
              </dt>
              <dd className="text-muted-foreground">{STUDY_COLUMN_HINTS[column]}</dd>
            </div>
          ))}
        </dl>
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => saveText(templateCsv(), "studies-template.csv")}>
            <Download aria-hidden="true" /> Download the CSV template
          </Button>
        </div>
      </div>
    </section>
  );
}
