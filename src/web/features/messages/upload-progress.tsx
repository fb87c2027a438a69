/** The attachments' upload, as a bar screen readers announce (aria-valuenow in percent); as the credentials' form shows it. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  const text = percent >= 100 ? "Uploaded, sending..." : `${percent}% uploaded`;
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label="Uploading the attachments"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
