/** A heading and the points under it, on the prose pages. */
export function TitledList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
