import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Upload } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import type { IngestResult } from "@/shared/contracts/studies";
import { errorMessage } from "@/web/api/client";
import { UploadProgress } from "@/web/components/upload-progress";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { formatBytes, formatNumber } from "@/web/lib/utils";
import { refreshStudies, StudyFileRefused, uploadStudies } from "./api";
import { monthText } from "@/web/lib/figures";
import { studiesText } from "./format";
import { UploadErrors } from "./upload-errors";
import { UploadHelp } from "./upload-help";

/** "1,000 studies stored: 980 new, 20 updated". */
const storedText = (r: IngestResult) => `${studiesText(r.stored)} stored: ${formatNumber(r.created)} new, ${formatNumber(r.updated)} updated`;

function Stored({ result }: { result: IngestResult }) {
  const months = [...result.months].sort().reverse();
  return (
    <div role="status" className="grid gap-1 rounded-lg border border-success/40 bg-success/10 p-4 text-sm">
      <p className="font-medium">{storedText(result)}</p>
      {months.length > 0 && (
        <p>
          {months.length === 1 ? "See the statement for" : "See the statements for"}{" "}
          {months.map((m, i) => (
            <span key={m}>
              {i > 0 && ", "}
              <Link to="." search={{ tab: "statement", month: m }} className="text-primary underline-offset-4 hover:underline">
                {monthText(m)}
              </Link>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

/**
 * "Record studies": a CSV file sent as it is, with a progress bar while it uploads. The server checks every row
 * before storing any: the answer is the count stored, or every error with its line.
 */
export function UploadForm({ contractId }: { contractId: string }) {
  const id = useId();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [missing, setMissing] = useState<string>();
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      setProgress(0);
      return uploadStudies(contractId, chosen, setProgress);
    },
    onSuccess: () => {
      setFile(null);
      if (input.current) input.current.value = "";
    },
    onSettled: () => {
      setProgress(null);
      return refreshStudies(client);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setMissing("Choose a CSV file of studies");
      input.current?.focus();
      return;
    }
    setMissing(undefined);
    upload.mutate(file);
  };
  const fileId = `${id}-file`;
  const hint = file ? `${file.name}, ${formatBytes(file.size)}` : "A CSV file of up to 200,000 studies and 40 MB. All or nothing: one bad row stores none.";
  const refused = upload.error instanceof StudyFileRefused ? upload.error.body : null;
  return (
    <form className="grid gap-4" noValidate aria-label="Record studies" onSubmit={submit}>
      <UploadHelp />
      <Field id={fileId} label="Study file (CSV)" error={missing} hint={hint}>
        <Input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
          disabled={upload.isPending}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setMissing(undefined);
            upload.reset();
          }}
          {...fieldProps(fileId, missing, hint)}
        />
      </Field>
      {progress !== null && <UploadProgress fraction={progress} label="Uploading the study file" finishing="checking every study" />}
      <div>
        <Button type="submit" disabled={upload.isPending}>
          <Upload aria-hidden="true" />
          {upload.isPending ? "Uploading..." : "Upload studies"}
        </Button>
      </div>
      {upload.isSuccess && <Stored result={upload.data} />}
      {refused && <UploadErrors body={refused} fileName={upload.variables?.name ?? "The file"} />}
      {upload.isError && !refused && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
          {errorMessage(upload.error, "The file could not be uploaded")}
        </p>
      )}
    </form>
  );
}
