/** One or several error texts of a field (a password may break several rules at once). */
export function FieldError({ id, message }: { id: string; message: string | readonly string[] | undefined }) {
  const list = message === undefined ? [] : typeof message === 'string' ? [message] : message;
  if (list.length === 0) return null;
  return (
    <div className="kern-error" id={id}>
      <span className="kern-icon kern-icon--danger" aria-hidden="true" />
      <span>
        {list.map((text, index) => (
          <span className="field-error__line" key={index}>
            {text}
          </span>
        ))}
      </span>
    </div>
  );
}
