import { Page, PageHeader } from "@/web/components/page";

/** A heading for screens a later issue fills. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Page>
      <PageHeader title={title} />
    </Page>
  );
}
