import { DISTANCIA_FUERA_DE_SITIO_DEFECTO, validarDistanciaFueraDeSitio } from '@cartera/dominio';
import { reglaDe } from '@cartera/plataforma';
import { campo } from '@cartera/plataforma/formularios';
import { AJUSTES } from './ajustes';
import { ajusteDeOrganizacion } from './TarjetaOrganizacion';

/**
 * Configuración → Sistema: how far from the client's coordinates a cobro counts as «fuera de sitio»
 * (docs/decisiones/ubicacion-de-los-cobros.md). The admin edits it with the API's own rule; the gerente reads it. It
 * classifies every cobro when read, the past ones too.
 */
export const TarjetaFueraDeSitio = ajusteDeOrganizacion(AJUSTES.fueraDeSitio, {
  ayuda:
    'Mi Ruta guarda dónde se hizo cada cobro. Uno hecho a más de esta distancia de las coordenadas del cliente ' +
    `aparece «fuera de sitio» en Caja de cobradores y en la lista de cobros (${DISTANCIA_FUERA_DE_SITIO_DEFECTO} m por defecto).`,
  campos: [
    campo.numero('distanciaFueraDeSitioMetros', 'Distancia (metros)', {
      style: { maxWidth: 240 },
      rules: [reglaDe((valor) => validarDistanciaFueraDeSitio(valor))],
      entrada: { min: 1, step: 50, precision: 0, suffix: 'm' },
    }),
  ],
});
