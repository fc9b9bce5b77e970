// The site's icons: Lucide's drawings (lucide.dev, ISC licence; each file here holds one icon's
// shapes as Lucide 1.75 draws them, with its name). An icon is one <svg> whose shapes are written
// as markup, not one React element per shape built from Lucide's data on every render: the header,
// the cards and the footer draw dozens per page (issue 23). To add one, copy its shapes from
// lucide.dev into a file of its own here, so a page's bundle carries only the icons it draws.

interface IconProps {
  className?: string;
  /** Always: an icon is decoration, the text beside it says what it means (a call site may say so too). */
  "aria-hidden"?: true | "true";
}

export type Icon = (props: IconProps) => React.ReactElement;

export function icon(name: string, shapes: string): Icon {
  const markup = { __html: shapes };
  return function LucideIcon({ className }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden="true"
        dangerouslySetInnerHTML={markup}
      />
    );
  };
}
