// The form pattern: import from 'ui/form', not from its files.
export {
  useEntityForm,
  type EntityForm,
  type FormValues,
  type ServerErrorsApplied,
  type UseEntityFormOptions,
} from './use-entity-form';
export { useFieldRules, compactErrors, isBlank, type FieldRule, type FieldRules } from './use-field-rules';
export { mapFieldErrors, normaliseFieldPath, type FieldPathMap, type ServerFieldError } from './field-errors';
export { FormActions, type FormActionsProps } from './FormActions';
export { SearchPicker, type SearchPickerProps, type SearchResult } from './SearchPicker';
export { MoneyInput, type MoneyInputProps } from './MoneyInput';
export { PercentInput, type PercentInputProps } from './PercentInput';
export { ImageInput, type ImageInputProps } from './ImageInput';
export { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_TYPES } from './image-file';
export {
  HotelScopeSelect,
  useHotelScope,
  useHotelScopeChoice,
  type HotelScopeChoiceState,
  type HotelScopeInput,
  type HotelScopeSelectProps,
  type HotelScopeState,
} from './HotelScopeSelect';
export {
  chooseScopeKey,
  GROUP_SCOPE_PREFIX,
  parseScopeKey,
  scopeKey,
  type HotelScope,
  type ScopeChoice,
  type ScopeGroup,
  type ScopeHotel,
  type ScopeOption,
} from './hotel-scope';
export { PICTURE_BUDGET_CHARS, PICTURE_MAX_CHARS, pictureToSend, picturesToSend } from './pictures';
