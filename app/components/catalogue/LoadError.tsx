/** A screen's error state: 'Error: ' plus the message (spec section 8). */
export function LoadError({ message }: { message: string }) {
  return (
    <div className="load-error container" role="alert">
      <p>Error: {message}</p>
    </div>
  );
}
