/** The /services/:state segment of a state's name (the spec's validation rules): lowercased, whitespace removed. */
export function stateSegment(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}
