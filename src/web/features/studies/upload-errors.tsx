import { Download } from "lucide-react";
import type { StudyErrorsBody } from "@/shared/contracts/studies";
import { DataTable, td } from "@/web/components/data-table";
import { Button } from "@/web/components/ui/button";
import { formatNumber } from "@/web/lib/utils";
import { saveText } from "./format";

/** The report's file name: the uploaded file's, marked as its errors. */
const reportName = (fileName: string) => `${fileName.replace(/\.csv$/i, "") || "studies"}-errors.csv`;

/**
 * A refused file: nothing was stored. The server's summary, the first errors with their line and column (the header
 * is line 1), how many there are in all, and the whole report as a CSV file.
 */
export function UploadErrors({ body, fileName }: { body: StudyErrorsBody; fileName: string }) {
  const shown = body.errors.length;
  return (
    <div role="alert" aria-labelledby="upload-errors-title" className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <div className="grid gap-1">
        <h3 id="upload-errors-title" className="font-semibold text-destructive">
          {fileName} was not stored
        </h3>
        <p>{body.error.message}</p>
        {body.errorCount > 0 && (
          <p className="text-muted-foreground">
            {shown < body.errorCount
              ? `The first ${formatNumber(shown)} of ${formatNumber(body.errorCount)} errors:`
              : `${formatNumber(body.errorCount)} ${body.errorCount === 1 ? "error" : "errors"}:`}{" "}
            correct the file and upload it again.
          </p>
        )}
      </div>
      {shown > 0 && (
        <div className="max-h-96 overflow-y-auto rounded-md border bg-background">
          <DataTable caption={`Errors of ${fileName}, by line`} columns={[{ label: "Line", className: "text-right" }, "Column", "Problem"]}>
            {body.errors.map((e, i) => (
              <tr key={`${e.line}-${e.column}-${i}`}>
                <td className={`${td} text-right tabular-nums`}>{e.line}</td>
                <td className={td}>{e.column ? <code className="text-xs">{e.column}</code> : <span className="text-muted-foreground">—</span>}</td>
                <td className={td}>{e.message}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      {body.report && (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => saveText(body.report, reportName(fileName))}>
            <Download aria-hidden="true" /> Download the full error report
          </Button>
        </div>
      )}
    </div>
  );
}
