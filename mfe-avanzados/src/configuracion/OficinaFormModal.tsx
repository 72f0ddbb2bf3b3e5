import { LIMITES_OFICINA, MENSAJES_OFICINAS, type CuerpoOficina, type Oficina } from '@cartera/dominio';
import { CamposFormulario, campo, FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';

interface Props extends CierreModal {
  /** The office being edited, or null for «Nueva oficina». */
  oficina: Oficina | null;
  /** Every office: the ones a new or edited office may depend on are taken from here. */
  oficinas: readonly Oficina[];
  guardar: (cuerpo: CuerpoOficina) => Promise<unknown>;
}

interface Campos {
  codigo: string;
  nombre: string;
  ciudad: string;
  padre?: string;
}

const SIN_PADRE = 'Ninguna (oficina principal de su zona)';

/**
 * «Nueva oficina» / «Editar oficina» (Configuración › Oficinas): código, nombre and ciudad required, and the office
 * it depends on. At most two levels (@cartera/dominio, `errorJerarquiaOficina`): only an office that depends on none
 * is offered as parent, never the office itself, and an office that has offices under it depends on none. The API's
 * words (a repeated code) land under their field.
 */
export function OficinaFormModal({ oficina, oficinas, guardar, ...cierre }: Props) {
  const edicion = oficina !== null;
  const tieneHijas = edicion && oficinas.some((otra) => otra.padre?._id === oficina._id);
  const padres = oficinas.filter((otra) => otra.padre === null && otra._id !== oficina?._id);
  return (
    <FormularioModal<Campos>
      titulo={edicion ? 'Editar oficina' : 'Nueva oficina'}
      nombre="oficina"
      textoAceptar={edicion ? 'Actualizar' : 'Crear'}
      valoresIniciales={{
        codigo: oficina?.codigo ?? '',
        nombre: oficina?.nombre ?? '',
        ciudad: oficina?.ciudad ?? '',
        padre: oficina?.padre?._id,
      }}
      enviar={({ codigo, nombre, ciudad, padre }) =>
        guardar({ codigo: codigo.trim(), nombre: nombre.trim(), ciudad: ciudad.trim(), padre: padre ?? null })
      }
      exito={edicion ? 'Oficina actualizada' : 'Oficina creada'}
      error="Error al guardar la oficina"
      {...cierre}
    >
      <CamposFormulario
        campos={[
          campo.texto('codigo', 'Código', {
            obligatorio: MENSAJES_OFICINAS.codigoObligatorio,
            max: LIMITES_OFICINA.codigo,
            entrada: { autoComplete: 'off', placeholder: 'CENTRO' },
          }),
          campo.texto('nombre', 'Nombre', {
            obligatorio: MENSAJES_OFICINAS.nombreObligatorio,
            max: LIMITES_OFICINA.nombre,
            entrada: { autoComplete: 'off' },
          }),
          campo.texto('ciudad', 'Ciudad', {
            obligatorio: MENSAJES_OFICINAS.ciudadObligatoria,
            max: LIMITES_OFICINA.ciudad,
            entrada: { autoComplete: 'off' },
          }),
          campo.seleccion(
            'padre',
            'Oficina padre',
            padres.map((padre) => ({ value: padre._id, label: `${padre.nombre} (${padre.codigo})` })),
            {
              extra: tieneHijas ? 'Tiene oficinas que dependen de ella: no puede depender de otra.' : undefined,
              entrada: { allowClear: true, disabled: tieneHijas, placeholder: SIN_PADRE },
            },
          ),
        ]}
      />
    </FormularioModal>
  );
}
