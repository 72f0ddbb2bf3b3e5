// Async boundary: shared modules are negotiated before the standalone page runs.
import('./bootstrap');
