/** Recovery codes, shown once: each signs in once when the authenticator app is lost. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">Recovery codes</h3>
      <p className="text-sm text-muted-foreground">Keep these somewhere safe: they are shown only now. Each one signs you in once if you lose your authenticator app.</p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-1 rounded-md border bg-muted/40 p-3 font-mono text-sm sm:grid-cols-5">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
    </div>
  );
}
