import { useEffect, type ReactNode } from 'react';
import { Button, Flex, Form, Typography, type FormInstance, type FormRule } from 'antd';
import { useConsulta, useGuardado, useSesion } from '@cartera/plataforma';
import { CamposFormulario, campo } from '@cartera/plataforma/formularios';
import { TarjetaAjuste, type PropsTarjetaAjuste } from './TarjetaAjuste';

/** What a card shows with its loaded settings: the same whatever they are, or made from them. */
type ConDatos<T> = ReactNode | ((datos: T) => ReactNode);

export interface PropsFormularioAjuste<T, C> extends Omit<PropsTarjetaAjuste<T>, 'children'> {
  /** Only when the card reads its own form (a watched field, a rule across fields); otherwise the kit makes one. */
  form?: FormInstance<C>;
  /** The form's name (its fields' ids). */
  nombre: string;
  /** What the form shows of the loaded settings; set again whenever new settings arrive. */
  valores: (datos: T) => C;
  guardar: (campos: C) => Promise<unknown>;
  mensajes: { exito: string; error: string };
  /** The save button's text; only who may change the settings sees it. */
  boton: string;
  /** Beside the save button (another action of the card). */
  acciones?: ReactNode;
  /** The card's help, above the fields. */
  ayuda?: ConDatos<T>;
  /** The fields. */
  children: ConDatos<T>;
}

const conDatos = <T,>(contenido: ConDatos<T>, datos: T) =>
  typeof contenido === 'function' ? contenido(datos) : contenido;

/**
 * A card of Configuración → Sistema that edits its settings in one form: loaded into the form when they arrive,
 * read-only for whoever may not change them, saved with the save button (the server's field errors under their
 * fields, its message in a toast).
 */
export function FormularioAjuste<T, C>({
  form,
  nombre,
  valores,
  guardar,
  mensajes,
  boton,
  acciones,
  ayuda,
  children,
  ...tarjeta
}: PropsFormularioAjuste<T, C>) {
  const [instancia] = Form.useForm<C>(form);
  const { guardando, ejecutar } = useGuardado(instancia);
  const { datos, editable } = tarjeta;
  useEffect(() => {
    if (datos) instancia.setFieldsValue(valores(datos));
    // Only when new settings arrive: `valores` is a new function on every render and would undo what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [datos, instancia]);

  return (
    <TarjetaAjuste {...tarjeta}>
      {(cargados) => (
        <Form<C>
          form={instancia}
          layout="vertical"
          name={nombre}
          disabled={!editable}
          onFinish={(campos) => void ejecutar(() => guardar(campos), mensajes)}
        >
          {ayuda && <Typography.Paragraph type="secondary">{conDatos(ayuda, cargados)}</Typography.Paragraph>}
          {conDatos(children, cargados)}
          {editable && (
            <Flex gap={8} wrap>
              <Button type="primary" htmlType="submit" loading={guardando}>
                {boton}
              </Button>
              {acciones}
            </Flex>
          )}
        </Form>
      )}
    </TarjetaAjuste>
  );
}

/**
 * The part of a card's props that comes from its own settings on the server (not the organisation's): loaded once,
 * changed only by the admin (the gerente reads them), `mensajeError` when they fail to load.
 */
export function useAjusteDelServidor<T>(cargar: () => Promise<T>, mensajeError: string) {
  const editable = useSesion((estado) => estado.usuario?.rol === 'admin');
  const { datos, error } = useConsulta(cargar, []);
  return { datos, error, editable, mensajeError };
}

/** One amount field of a card: its name, label and help. */
export type CampoMonto<K extends string> = readonly [campo: K, etiqueta: string, ayuda: string];

interface PropsCamposMontos<K extends string> {
  campos: ReadonlyArray<CampoMonto<K>>;
  /** The arrows' step, in pesos. */
  paso: number;
  regla: (campo: K) => FormRule;
  /** The fields whose change validates another one again. */
  dependencias?: Partial<Record<K, K[]>>;
}

/** A row of amounts in whole pesos (0 or more), each with its label, help and the API's own rule. */
export function CamposMontos<K extends string>({ campos, paso, regla, dependencias }: PropsCamposMontos<K>) {
  return (
    <CamposFormulario
      enFila
      alinear="flex-start"
      campos={campos.map(([nombre, etiqueta, ayuda]) =>
        campo.numero(nombre, etiqueta, {
          extra: ayuda,
          style: { minWidth: 200, maxWidth: 260 },
          dependencies: dependencias?.[nombre],
          rules: [regla(nombre)],
          entrada: { min: 0, step: paso, precision: 0, 'aria-label': etiqueta },
        }),
      )}
    />
  );
}
