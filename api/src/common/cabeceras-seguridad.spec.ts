import { origenesDeRemotos, politicaPortal } from './cabeceras-seguridad';

describe('política de contenido del portal', () => {
  it('sólo el mismo origen para scripts, nada de scripts en línea, nadie lo enmarca', () => {
    const politica = politicaPortal();
    expect(politica).toContain("script-src 'self';");
    expect(politica).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(politica).toContain("frame-ancestors 'none'");
    expect(politica).toContain("object-src 'none'");
  });

  it('admite los orígenes de los remotos que remotes.json apunta fuera del portal', () => {
    const origenes = origenesDeRemotos(
      JSON.stringify({
        mfe_cobros: 'https://cdn.cartera.co/mfe-cobros/2.1.0/mf-manifest.json',
        mfe_clientes: '/mf/mfe-clientes/mf-manifest.json',
        mfe_prestamos: 'https://cdn.cartera.co/otra/mf-manifest.json',
        roto: 'http://',
      }),
    );
    expect(origenes).toEqual(['https://cdn.cartera.co']);
    expect(politicaPortal(origenes)).toContain("script-src 'self' https://cdn.cartera.co;");
    expect(politicaPortal(origenes)).toContain("connect-src 'self' https://cdn.cartera.co;");
  });

  it('un remotes.json ilegible no añade orígenes', () => {
    expect(origenesDeRemotos('no es json')).toEqual([]);
    expect(origenesDeRemotos('[1, 2]')).toEqual([]);
  });
});
