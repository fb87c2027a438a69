/** How a main-navigation link looks, in the top bar and in the mobile menu; /providers stays active on a profile. */
export function navLinkStyle(to: string) {
  return {
    className: "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
    activeProps: { className: "text-foreground bg-accent" },
    activeOptions: { exact: to !== "/providers" },
  };
}
