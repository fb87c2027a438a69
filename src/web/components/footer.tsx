export function Footer() {
  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>© {new Date().getFullYear()} RadBridge — the global teleradiology marketplace.</p>
        <p>
          <a href="/api/ocds/releases" className="underline-offset-4 hover:underline">
            Open data (OCDS)
          </a>{" "}
          · <a href="/api/docs" className="underline-offset-4 hover:underline">API</a> · ISO 27001 · HIPAA · GDPR
        </p>
      </div>
    </footer>
  );
}
