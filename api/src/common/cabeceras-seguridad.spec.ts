import { politicaPortal } from './cabeceras-seguridad';

describe('política de contenido del portal', () => {
  it('sólo el mismo origen para scripts, nada de scripts en línea, nadie lo enmarca', () => {
    const politica = politicaPortal();
    expect(politica).toContain("script-src 'self';");
    expect(politica).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(politica).toContain("frame-ancestors 'none'");
    expect(politica).toContain("object-src 'none'");
  });

  it('admite los orígenes fijos de CSP_REMOTOS en scripts y conexiones', () => {
    const politica = politicaPortal(['https://cdn.cartera.co']);
    expect(politica).toContain("script-src 'self' https://cdn.cartera.co;");
    expect(politica).toContain("connect-src 'self' https://cdn.cartera.co;");
  });
});
