/** The /services/:state segment of a state's name (spec §5): lowercased, whitespace removed. */
export function stateSegment(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}
