"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SemillaDemo = void 0;
const core_1 = require("@nestjs/core");
exports.SemillaDemo = core_1.DiscoveryService.createDecorator();
//# sourceMappingURL=semilla.js.map