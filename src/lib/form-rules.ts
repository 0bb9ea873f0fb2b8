/**
 * Required-field rules of the forms named in spec 000 §5 (lock screen, parameter form,
 * dictionary forms), built with `required` so each yields its key for empty or blank input.
 */
import { required } from './is-empty';

/** Required rules by form field; each returns null or the field's `validation:` key. */
export const formRules = {
  /** lock screen password: 锁屏密码不能为空 */
  lockPassword: required('validation:lock.required'),
  /** parameter form paramName: 请输入参数名称 */
  paramName: required('validation:param.nameRequired'),
  /** parameter form paramKey: 请输入参数键名 */
  paramKey: required('validation:param.keyRequired'),
  /** parameter form paramValue: 请输入参数键值 */
  paramValue: required('validation:param.valueRequired'),
  /** dictionary code: 请输入字典编号 */
  dictCode: required('validation:dict.codeRequired'),
  /** dictionary dictValue: 请输入字典名称 */
  dictValue: required('validation:dict.valueRequired'),
  /** dictionary sort: 请输入字典排序 */
  dictSort: required('validation:dict.sortRequired'),
  /** dictionary isSealed: 请选择封存 */
  dictSealed: required('validation:dict.sealedRequired'),
  /** child dictionary dictKey: 请输入字典键值 */
  dictKey: required('validation:dict.keyRequired'),
} as const;
