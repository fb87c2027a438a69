import type * as React from "react";

export function HomeSection({
  id,
  title,
  description,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className ?? "mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 lg:px-8"}>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {description && <p className="mt-2 text-muted-foreground">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
