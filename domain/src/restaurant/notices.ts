// What the restaurant and the kitchen say when an action succeeds (operations §8): key → English
// text. The upstream answers the text as the envelope's message; the web shows the translation of
// the key of the action it ran. The spec's texts are word for word.
import type { Catalogue } from '../messages/message.js';

export const RESTAURANT_NOTICES = {
  // The waiter.
  ORDER_PLACED: 'Order placed successfully',
  ORDER_UPDATED: 'Order updated successfully',
  ORDER_CANCELLED: 'Order cancelled successfully',
  ORDER_VAT_UPDATED: 'VAT updated successfully',
  ITEM_STATUS_UPDATED: 'Item status updated successfully',
  PAYMENT_COMPLETED: 'Payment completed successfully',
  TABLE_ALLOCATED: 'Table allocated successfully',
  PAYMENT_METHOD_UPDATED: 'Payment method updated successfully',
  TABLE_DEALLOCATED: 'Table deallocated successfully',
  CUSTOM_DISH_CREATED: 'Custom dish created successfully',
  ORDER_SERVED: 'Order served successfully',
  // The chef.
  ORDER_ACCEPTED: 'Order accepted successfully',
  RECONFIRMATION_REQUESTED: 'Request for reconfirm order has been sent',
  ORDER_READY_TO_SERVE: 'Order Ready to Serve',
  ITEM_REJECTED: 'Item rejected',
  ITEM_READY_TO_SERVE: 'Item ready to serve',
  ITEM_BEING_PREPARED: 'Item being prepared',
  CANCELLATION_ACKNOWLEDGED: 'Cancellation acknowledged',
  BUMP_RECALLED: 'Recalled',
  // The menu's categories.
  MENU_CATEGORY_CREATED: 'Category created successfully',
  MENU_CATEGORY_UPDATED: 'Category updated successfully',
  MENU_CATEGORY_DELETED: 'Category deleted successfully',
  // The restaurant's settings.
  RESTAURANT_SETTINGS_SAVED: 'Restaurant settings saved',
} as const satisfies Catalogue;

export type RestaurantNotice = keyof typeof RESTAURANT_NOTICES;
