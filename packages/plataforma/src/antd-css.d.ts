// The static sheet of antd that pluginEstilosAntd (packages/plataforma/estilos-antd-plugin.ts) writes and aliases at
// build time; ProveedorCartera imports it for its side effect.
declare module '@cartera/plataforma/antd.css';
