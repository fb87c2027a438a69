/** The upload's progress, as a bar screen readers announce (aria-valuenow in percent). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label="Uploading the document"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent >= 100 ? "Uploaded, saving" : `${percent}% uploaded`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground" aria-hidden="true">
        {percent >= 100 ? "Uploaded, saving..." : `${percent}% uploaded`}
      </p>
    </div>
  );
}
