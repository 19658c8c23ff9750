// react-dom ships `react-dom/server.browser` (web streams; Node 20 and workerd both run it);
// @types/react-dom types the same API under `react-dom/server`.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
