// @hotel/domain: pure business rules shared by every tier.
export * from './hotel/service-type.js';
export * from './permissions/permission-status.js';
export * from './permissions/features.js';
export * from './permissions/permission-list.js';
export * from './navigation/menu.js';
export * from './navigation/landing.js';
export * from './validation/patterns.js';
export * from './validation/auth-forms.js';
export * from './money/tax.js';
export * from './restaurant/index.js';
export * from './settings/index.js';
export * from './admin/index.js';
