interface LoadingMessageProps {
  label: string;
}

/** A polite "loading" line that screen readers announce. */
export function LoadingMessage({ label }: LoadingMessageProps) {
  return (
    <p className="status" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
