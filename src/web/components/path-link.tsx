import { useRouter } from "@tanstack/react-router";
import type * as React from "react";

/**
 * A link to a fixed path of the app: a plain <a> that navigates inside the app on a plain click. Far cheaper
 * to render than the router's <Link>, which works out its location on every render: this one is for links
 * repeated on every card of a list.
 */
export function PathLink({ to, onClick, ...props }: Omit<React.ComponentProps<"a">, "href"> & { to: string }) {
  const router = useRouter();
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ to });
      }}
      {...props}
    />
  );
}
