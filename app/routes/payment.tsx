// Placeholder: this route's module is being built (see app/routes.ts for the route table).
export default function Placeholder() {
  return <h1>payment</h1>;
}
