// Async boundary: shared modules (react, antd, @cartera/plataforma…) are negotiated before the app runs.
import('./bootstrap');
