// Contract: each investment opportunity card renders
// <InvestorLearnMore opportunityTitle={translated title} label={translated "Learn More"} />,
// a button that opens the investor modal titled with the opportunity. Stub until the forms work lands.
export function InvestorLearnMore({ label }: { opportunityTitle: string; label: string }) {
  return (
    <button type="button" className="rounded-lg border border-border px-4 py-2">
      {label}
    </button>
  );
}
