/** The full-screen wait while the order is placed and the payment page opens. */
export function FullScreenLoader() {
  return (
    <div className="page-loader" role="status" aria-live="assertive">
      <div className="page-loader__spinner" aria-hidden="true" />
      <p className="page-loader__text">Your Request is Being Loaded, Please Wait...</p>
    </div>
  );
}
