// The lazy half of ./Tooltip: Blueprint's Tooltip and, through it, the popover engine (floating-ui).
export { Tooltip as default } from '@blueprintjs/core';
