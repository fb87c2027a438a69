/** An upload's progress, as a bar screen readers announce (aria-valuenow in percent); `label` names what is uploaded. */
export function UploadProgress({ fraction, label, finishing }: { fraction: number; label: string; finishing: string }) {
  const percent = Math.round(fraction * 100);
  const text = percent >= 100 ? `Uploaded, ${finishing}...` : `${percent}% uploaded`;
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
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
