// The remote's build: everything but its name is shared by the four remotes (packages/plataforma/federacion.ts).
import { configurarRemoto } from '../packages/plataforma/federacion';

export default configurarRemoto('mfe_cobros');
