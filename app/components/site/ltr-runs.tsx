/**
 * Phone numbers and e-mail addresses inside a text the office edits, each isolated as a left-to-right run (`<bdi
 * dir="ltr">`), so an Arabic line never scrambles "+880 2 5505 1842" into "2 880+ 5505 1842" and a number never
 * breaks across lines (docs/translations.md, "Right to left"). Everything else is the text as typed.
 */
const LTR_RUN = /(\+?\d[\d -]{6,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

export function LtrRuns({ text }: { text: string }) {
  const parts = text.split(new RegExp(LTR_RUN, "g"));
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 0 ? (
          part
        ) : (
          <bdi key={i} dir="ltr" className={part.includes("@") ? undefined : "whitespace-nowrap"}>
            {part}
          </bdi>
        ),
      )}
    </>
  );
}
