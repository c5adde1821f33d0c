/** The phone's calls to one intake (/api/v1/intake-drops/:id…): no account, the intake's unguessable address is the right to send (decision 0095). */
export function intakeDropPath(intakeId: string, rest = ''): string {
  return `/api/v1/intake-drops/${encodeURIComponent(intakeId)}${rest}`;
}
