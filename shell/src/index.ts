// Async boundary: shared modules (react, antd, @cartera/plataforma…) are negotiated before the app runs.
// The portal's modules run in three tasks, not one: React DOM, then the platform (with the antd it draws), then the
// shell. The browser gets the thread between them, and no single evaluation blocks it for long (Lighthouse's total
// blocking time, docs/rendimiento.md).
const ceder = () => new Promise<void>((seguir) => setTimeout(seguir, 0));

import('react-dom/client')
  .then(ceder)
  .then(() => import('@cartera/plataforma'))
  .then(ceder)
  .then(() => import('./bootstrap'));
