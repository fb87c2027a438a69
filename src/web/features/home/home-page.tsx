import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowRight, BadgeCheck, Building2, Clock, Globe2, Search, ShieldCheck, Stethoscope, Timer, Zap } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { FeaturedProviders } from "./featured-providers";
import { LatestRequests } from "./latest-requests";

/** The marketing figures of spec §1, shown as static text (PRODUCT.md #20). */
const STATS = [
  { value: "500+", label: "Certified Providers" },
  { value: "50+", label: "Countries" },
  { value: "1M+", label: "Cases" },
  { value: "24/7", label: "Coverage" },
] as const;

const VALUES = [
  {
    icon: BadgeCheck,
    title: "Verified Quality",
    text: "Every provider in the directory is reviewed: credentials, certifications and reading quality, with verified reviews from hospitals.",
  },
  {
    icon: Zap,
    title: "Fast Turnaround",
    text: "Compare median turnaround times and SLAs, from ≤30 min Emergency reads to routine and elective reporting.",
  },
  {
    icon: Globe2,
    title: "Global Coverage",
    text: "Radiologists across time zones and languages keep your worklist moving 24/7, nights and weekends included.",
  },
] as const;

/** `/` and `/home` (PRODUCT.md #1): the landing page. */
export function HomePage() {
  useEffect(() => {
    document.title = "RadBridge · Global teleradiology marketplace";
  }, []);
  return (
    <div className="flex flex-col">
      <Hero />
      <ValueCards />
      <FeaturedProviders />
      <div className="bg-muted/40">
        <LatestRequests />
      </div>
      <Trust />
      <CallToAction />
    </div>
  );
}

function Hero() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b bg-gradient-to-br from-sky-950 via-sky-900 to-cyan-800 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-30 [background-image:radial-gradient(circle_at_20%_20%,rgba(56,189,248,0.5),transparent_40%),radial-gradient(circle_at_80%_60%,rgba(16,185,129,0.35),transparent_45%)]"
      />
      <div className="relative mx-auto flex max-w-7xl flex-col items-center px-4 pb-16 pt-16 text-center sm:px-6 sm:pt-24 lg:px-8">
        <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-medium backdrop-blur">
          <Timer aria-hidden="true" className="size-4 text-emerald-300" /> SLA: ≤30 min Emergency
        </p>
        <h1 id="hero-title" className="max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
          Find Trusted Teleradiology Providers
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-sky-100 sm:text-xl">
          RadBridge is the global teleradiology marketplace and network connecting hospitals with certified providers.
        </p>
        <form
          role="search"
          className="mt-10 flex w-full max-w-2xl flex-col gap-2 rounded-xl bg-white p-2 shadow-2xl shadow-sky-950/40 sm:flex-row"
          onSubmit={(e) => {
            e.preventDefault();
            const query = text.trim();
            navigate({ to: "/providers", search: query ? { query } : {} });
          }}
        >
          <label htmlFor="home-search" className="sr-only">
            Search providers
          </label>
          <div className="relative flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
            <Input
              id="home-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Search by name, location, or specialty..."
              className="h-12 border-0 pl-10 text-base text-foreground shadow-none focus-visible:ring-0"
              autoComplete="off"
            />
          </div>
          <Button type="submit" size="lg" className="h-12">
            Search Providers
          </Button>
        </form>
        <dl className="mt-14 grid w-full max-w-4xl grid-cols-2 gap-6 sm:grid-cols-4">
          {STATS.map((s) => (
            <div key={s.label} className="flex flex-col-reverse items-center gap-1">
              <dt className="text-sm text-sky-200">{s.label}</dt>
              <dd className="text-3xl font-bold sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function ValueCards() {
  return (
    <section aria-labelledby="why-title" className="mx-auto w-full max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
      <h2 id="why-title" className="sr-only">
        Why RadBridge
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="p-6">
            <div className="mb-4 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </div>
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}

function Trust() {
  return (
    <section aria-labelledby="trust-title" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="trust-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Secure, compliant and accountable
          </h2>
          <p className="mt-3 text-muted-foreground">Patient data and reporting quality are handled to the standards hospitals already work with.</p>
          <ul aria-label="Compliance" className="mt-6 flex flex-wrap gap-3">
            {["ISO 27001", "HIPAA", "GDPR"].map((b) => (
              <li key={b} className="inline-flex items-center gap-2 rounded-lg border bg-card px-4 py-2.5 font-semibold shadow-sm">
                <ShieldCheck aria-hidden="true" className="size-5 text-emerald-600" /> {b}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card className="p-6">
            <Clock aria-hidden="true" className="mb-3 size-6 text-primary" />
            <h3 className="font-semibold">Guaranteed SLAs</h3>
            <p className="mt-2 text-sm text-muted-foreground">
              Turnaround commitments from ≤30 min Emergency to elective reads, with 24/7 coverage and escalation of critical findings.
            </p>
          </Card>
          <Card className="p-6">
            <BadgeCheck aria-hidden="true" className="mb-3 size-6 text-primary" />
            <h3 className="font-semibold">Verified quality</h3>
            <p className="mt-2 text-sm text-muted-foreground">
              Verified providers are checked for accreditation and credentials, and rated through verified reviews from hospitals.
            </p>
          </Card>
        </div>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="border-t bg-gradient-to-br from-sky-50 to-emerald-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mb-10 text-center">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Join the marketplace
          </h2>
          <p className="mt-3 text-muted-foreground">Sign up free in a minute, whichever side of the read you are on.</p>
        </div>
        <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          <CtaCard
            icon={Building2}
            title="For Hospitals"
            text="Post imaging requests and get access to 100+ providers worldwide. Compare prices per study, turnaround and ratings, then award the best fit."
          />
          <CtaCard
            icon={Stethoscope}
            title="For Providers"
            text="List your teleradiology team, get verified, and apply to open requests from hospitals with a price per study."
          />
        </div>
      </div>
    </section>
  );
}

function CtaCard({ icon: Icon, title, text }: { icon: typeof Building2; title: string; text: string }) {
  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex items-center gap-3">
        <div className="flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </div>
        <h3 className="text-xl font-semibold">{title}</h3>
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
      <Button asChild className="mt-auto self-start">
        <Link to="/auth/sign-up" aria-label={`Sign Up Free — ${title}`}>
          Sign Up Free <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}
