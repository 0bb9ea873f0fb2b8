/** System administration (spec 000 §7 "Authentication and user", "System administration", hot words). */
import { act, col, createTime, dictOf, field, fieldKey, inArea, op, ops, opsAt, read, search, std, withDict } from '../define';
import type { FormFieldDefinition, ResourceDefinition } from '../types';

const { family, stdFamily } = inArea('system');

const U = '/api/blade-user';
const S = '/api/blade-system';
const R = '/api/blade-resource';

const sealed = col.enum('isSealed', 'yesNo', { width: 70 });
const label = fieldKey;

/** The platform record of a user (platform-detail / update-platform, spec 000 §7): account and name shown, type and extension edited. */
export const USER_PLATFORM_FIELDS: readonly FormFieldDefinition[] = [
  field('account', 'text', { labelKey: label('userAccount'), readOnly: true }),
  field('realName', 'text', { labelKey: label('userRealName'), readOnly: true }),
  field('userType', 'enum', { required: true, enumKey: 'resources:enum.userPlatform' }),
  field('userExt', 'text', { multiline: true }),
];

/** What a dictionary entry (a child of a dictionary) adds to the dictionary form: its parent, fixed, and its key, required (spec 000 §5). */
export const DICT_ENTRY_FIELDS: readonly FormFieldDefinition[] = [
  field('parentId', 'text', { labelKey: label('dictParent'), readOnly: true }),
  field('dictKey', 'text', { required: true, requiredKey: 'validation:dict.keyRequired' }),
];
/**
 * A lazily loaded tree family's form: its own fields, then the sort and remark every node has, in the wide dialog;
 * `parentField` holds a node's parent.
 */
const treeForm = (parentField: string, fields: readonly FormFieldDefinition[]) => ({
  form: [...fields, field('sort', 'number'), field('remark', 'text', { multiline: true })],
  formLayout: { width: 760 },
  tree: { parentField, lazy: true },
});

/** Menus (and top menus) are searched by their name and code. */
const menuSearch = [search.text('name', label('menuName')), search.text('code', label('menuCode'))];

const definitions: readonly ResourceDefinition[] = [
  family('user', U, {
    operations: ops(U, ['page', 'detail', 'remove', 'submit', 'update']),
    actions: [
      read('platformDetail', 'GET', `${U}/platform-detail`, 'row', { params: ['id'] }),
      act('updatePlatform', 'POST', `${U}/update-platform`, 'row'),
      act('resetPassword', 'POST', `${U}/reset-password`, 'bulk', { params: ['userIds'], confirm: true }),
      act('grant', 'POST', `${U}/grant`, 'bulk', { params: ['userIds', 'roleIds'] }),
    ],
    columns: [
      col.text('account', { labelKey: label('userAccount'), width: 120 }),
      col.text('realName', { labelKey: label('userRealName'), width: 100 }),
      col.text('name', { labelKey: label('nickName'), hidden: true }),
      col.text('roleName', { labelKey: label('roleId'), width: 200 }),
      col.text('deptName', { labelKey: label('deptId'), width: 180 }),
      col.text('tenantId', { width: 90 }),
      col.text('phone', { labelKey: label('phoneNumber'), width: 120 }),
      col.text('email', { labelKey: label('emailAddress'), width: 200 }),
      col.ref('roleId', 'role', { hidden: true }),
      col.ref('deptId', 'dept', { hidden: true }),
      col.date('createTime', { hidden: true }),
    ],
    searchFields: [
      search.text('account', label('userAccount')),
      search.text('realName', label('userRealName')),
      search.text('phone', label('phoneNumber')),
    ],
    form: {
      required: ['account', 'realName', 'roleId', 'deptId'],
      omit: ['tenantId', 'roleName', 'deptName'],
      extra: [field('password', 'text')],
    },
    lookupSize: 1000,
    invented: true,
    note: 'spec 000 §3 shows personal info (avatar, realName, name, phone, email) and the user grant (userIds, roleIds); a user search uses size 1000 (§9). info, update-info, update-password and register-guest are typed modules (api-modules.ts).',
  }),
  family('role', `${S}/role`, {
    operations: { list: op.list(`${S}/role/list`) },
    actions: [
      act('grant', 'POST', `${S}/role/grant`, 'bulk', { params: ['roleIds', 'menuIds', 'dataScopeIds', 'apiScopeIds'] }),
      read('tree', 'GET', `${S}/role/tree`, 'page', { params: ['tenantId'] }),
      read('treeById', 'GET', `${S}/role/tree-by-id`, 'row', { params: ['roleId'] }),
    ],
    columns: [
      col.text('roleName', { width: 200 }),
      col.text('roleAlias', { width: 180 }),
      col.text('tenantId', { width: 100 }),
      col.text('sort', { labelKey: label('roleSort'), width: 80 }),
    ],
    searchFields: [search.text('roleName')],
    tree: { parentField: 'parentId' },
    invented: true,
    note: 'spec 000 §7 lists only list, grant, tree and tree-by-id for roles (no add, edit or delete call is printed).',
  }),
  stdFamily('menu', `${S}/menu`, {
    actions: [
      read('lazyList', 'GET', `${S}/menu/lazy-list`, 'page', { params: ['parentId'] }),
      read('lazyMenuList', 'GET', `${S}/menu/lazy-menu-list`, 'page', { params: ['parentId'] }),
      read('menuList', 'GET', `${S}/menu/menu-list`),
      read('tree', 'GET', `${S}/menu/tree`),
      read('grantTree', 'GET', `${S}/menu/grant-tree`),
      read('roleTreeKeys', 'GET', `${S}/menu/role-tree-keys`, 'row', { params: ['roleIds'] }),
    ],
    columns: [
      col.text('name', { labelKey: label('menuName'), width: 220 }),
      col.text('code', { labelKey: label('menuCode'), width: 160 }),
      col.text('source', { labelKey: label('menuIcon'), width: 150 }),
      col.text('path', { width: 220 }),
      withDict(col.enum('category', 'menuCategory', { labelKey: label('menuCategory'), width: 80 }), dictOf('menu_category')),
      col.text('sort', { width: 70 }),
      col.ref('parentId', 'menu', { labelKey: label('menuParent'), hidden: true }),
      col.text('alias', { labelKey: label('menuAlias'), hidden: true }),
      col.text('remark', { hidden: true }),
    ],
    searchFields: menuSearch,
    ...treeForm('parentId', [
      field('name', 'text', { labelKey: label('menuName'), required: true }),
      field('code', 'text', { labelKey: label('menuCode'), required: true }),
      field('parentId', 'text', { labelKey: label('menuParent'), readOnly: true }),
      field('category', 'enum', { labelKey: label('menuCategory'), required: true, enumKey: 'resources:enum.menuCategory' }),
      field('path', 'text'),
      field('source', 'text', { labelKey: label('menuIcon') }),
      field('alias', 'text', { labelKey: label('menuAlias') }),
    ]),
    invented: true,
    note: 'spec 000 §3 menu tree node: name, path, icon (source), children, code, meta, group, query. routes, buttons and top-menu are typed modules.',
  }),
  stdFamily('top-menu', `${S}/topmenu`, {
    actions: [act('grant', 'POST', `${S}/topmenu/grant`, 'bulk', { params: ['topMenuIds', 'menuIds'] })],
    columns: [
      col.text('name', { labelKey: label('menuName') }),
      col.text('code', { labelKey: label('menuCode'), width: 140 }),
      col.text('source', { labelKey: label('menuIcon'), width: 140 }),
      col.text('sort', { width: 70 }),
    ],
    searchFields: menuSearch,
    form: { required: ['name', 'code'] },
    invented: true,
    note: 'Top-menu grant: topMenuIds, menuIds (spec 000 §3).',
  }),
  family('dept', `${S}/dept`, {
    operations: std(`${S}/dept`),
    actions: [
      read('lazyList', 'GET', `${S}/dept/lazy-list`, 'page', { params: ['parentId'] }),
      read('tree', 'GET', `${S}/dept/tree`, 'page', { params: ['tenantId'] }),
      read('lazyTree', 'GET', `${S}/dept/lazy-tree`, 'page', { params: ['parentId'] }),
      read('organizationList', 'GET', `${S}/dept/organization-list`),
    ],
    columns: [
      col.text('deptName', { width: 220 }),
      col.text('fullName', { width: 260 }),
      withDict(col.status('deptCategory', { width: 90 }), dictOf('org_category')),
      col.text('tenantId', { width: 90 }),
      col.text('sort', { width: 70 }),
      col.ref('parentId', 'dept', { labelKey: label('deptParent'), hidden: true }),
      col.text('remark', { hidden: true }),
    ],
    searchFields: [search.text('deptName')],
    ...treeForm('parentId', [
      field('deptName', 'text', { required: true }),
      field('fullName', 'text', { required: true }),
      field('parentId', 'text', { labelKey: label('deptParent'), readOnly: true }),
      field('deptCategory', 'enum', { required: true, enumKey: 'resources:enum.deptCategory' }),
    ]),
    invented: true,
    note: 'Company detail shows deptName (spec 000 §3); dept/detail also feeds the header company name (services/api/user.ts).',
  }),
  ...(['dict', 'dict-biz'] as const).map((k) =>
    family(k, `${S}/${k}`, {
      operations: opsAt(`${S}/${k}`, { list: 'parent-list', detail: 'detail', remove: 'remove', submit: 'submit' }),
      actions: [
        read('listAll', 'GET', `${S}/${k}/list`),
        read('childList', 'GET', `${S}/${k}/child-list`, 'row', { params: ['parentId'] }),
        read('tree', 'GET', `${S}/${k}/tree`, 'page', { params: ['code'] }),
        read('dictionary', 'GET', `${S}/${k}/dictionary`, 'page', { params: ['code'] }),
        read('dictionaryTree', 'GET', `${S}/${k}/dictionary-tree`, 'page', { params: ['code'] }),
      ],
      columns: [
        col.text('code', { labelKey: label('dictCode'), width: 110 }),
        col.text('dictValue', { width: 110 }),
        col.text('dictKey', { hidden: true, width: 80 }),
        col.text('sort', { labelKey: label('dictSort'), hidden: true }),
        sealed,
        col.text('remark', { labelKey: label('dictRemark'), hidden: true }),
        col.ref('parentId', k, { labelKey: label('dictParent'), hidden: true }),
      ],
      searchFields: [search.text('code', label('dictCode')), search.text('dictValue')],
      form: [
        field('code', 'text', { labelKey: label('dictCode'), required: true, requiredKey: 'validation:dict.codeRequired' }),
        field('dictValue', 'text', { required: true, requiredKey: 'validation:dict.valueRequired' }),
        field('sort', 'number', {
          labelKey: label('dictSort'),
          required: true,
          requiredKey: 'validation:dict.sortRequired',
          rules: ['nonNegative'],
        }),
        field('isSealed', 'switch', { required: true, requiredKey: 'validation:dict.sealedRequired' }),
        field('remark', 'text', { labelKey: label('dictRemark'), multiline: true }),
      ],
      formLayout: { width: 880 },
      tree: { parentField: 'parentId' },
      invented: false,
      note: 'spec 000 §2/§3/§5: parent list code, dictValue, sort (hidden), isSealed, remark (hidden); child entries add dictKey (required) and parentId; dialog width 880, no close on backdrop.',
    }),
  ),
  family('region', `${S}/region`, {
    // a region is read by its code
    operations: { ...std(`${S}/region`), detail: op.detail(`${S}/region/detail`, ['code']) },
    actions: [read('lazyTree', 'GET', `${S}/region/lazy-tree`, 'page', { params: ['parentCode'] })],
    columns: [
      col.text('name', { labelKey: label('regionName'), width: 220 }),
      col.text('code', { labelKey: label('regionCode'), width: 120 }),
      col.status('regionLevel', { width: 90 }),
      col.text('sort', { width: 70 }),
      col.text('parentCode', { labelKey: label('regionParent'), hidden: true }),
      col.text('remark', { hidden: true }),
    ],
    searchFields: [search.text('code', label('regionCode')), search.text('name', label('regionName'))],
    ...treeForm('parentCode', [
      field('parentCode', 'text', { labelKey: label('regionParent'), readOnly: true }),
      field('code', 'text', { labelKey: label('regionCode'), required: true }),
      field('name', 'text', { labelKey: label('regionName'), required: true }),
      field('regionLevel', 'enum', { required: true, enumKey: 'resources:enum.regionLevel' }),
    ]),
    rowKey: 'code',
    invented: true,
  }),
  stdFamily('post', `${S}/post`, {
    actions: [read('select', 'GET', `${S}/post/select`, 'page', { params: ['tenantId'] })],
    columns: [
      withDict(col.enum('category', 'postCategory', { labelKey: label('postCategory'), width: 90 }), dictOf('post_category')),
      col.text('postCode', { width: 140 }),
      col.text('postName', { width: 140 }),
      col.text('tenantId', { width: 90 }),
      col.text('sort', { width: 70 }),
      col.text('remark', { hidden: true }),
    ],
    searchFields: [search.text('postCode'), search.text('postName')],
    form: { required: ['category', 'postCode', 'postName'], omit: ['tenantId'] },
    invented: true,
  }),
  family('param', `${S}/param`, {
    operations: { list: op.list(`${S}/param/list`), remove: op.remove(`${S}/param/remove`), submit: op.submit(`${S}/param/submit`) },
    actions: [
      read('settingInfo', 'GET', `${S}/param/settingInfo`),
      act('setSetting', 'POST', `${S}/param/setSetting`, 'page', { confirm: true }),
      act('updPlatformPrice', 'POST', `${S}/param/updPlatformPrice`, 'page', { confirm: true }),
      read('paramSetting', 'GET', `${S}/param/paramSetting`),
    ],
    columns: [
      col.text('paramName', { width: 200, sortable: true }),
      col.text('paramKey', { width: 220 }),
      col.text('paramValue', { width: 200 }),
      col.text('remark', { hidden: true }),
    ],
    searchFields: [search.text('paramName'), search.text('paramKey')],
    form: [
      field('paramName', 'text', { required: true, requiredKey: 'validation:param.nameRequired' }),
      field('paramKey', 'text', { required: true, requiredKey: 'validation:param.keyRequired' }),
      field('paramValue', 'text', { required: true, multiline: true, requiredKey: 'validation:param.valueRequired' }),
      field('remark', 'text', { multiline: true }),
    ],
    formLayout: { validateOnBlur: true },
    invented: false,
    note: 'spec 000 §3/§5: paramName, paramKey, paramValue (multi-line, required on blur), remark; table with search, selection, index and view button. No detail call is printed: the view uses the row.',
  }),
  family('client', `${S}/client`, {
    operations: ops(`${S}/client`, ['detail', 'remove', 'submit', 'update']),
    columns: [
      col.text('clientId'),
      col.text('clientSecret', { hidden: true }),
      col.text('scope'),
      col.text('authorizedGrantTypes'),
      col.text('webServerRedirectUri', { hidden: true }),
      col.text('accessTokenValidity'),
      col.text('refreshTokenValidity'),
    ],
    form: { required: ['clientId', 'clientSecret', 'authorizedGrantTypes'] },
    invented: true,
    note: 'spec 000 §7 names detail, remove, submit and a separate POST update, but no list call: the screen opens a client by id.',
  }),
  ...(['data-scope', 'api-scope'] as const).map((k) =>
    family(k, `${S}/${k}`, {
      operations: std(`${S}/${k}`),
      columns: [
        col.text('scopeName'),
        col.text('resourceCode'),
        col.text(k === 'data-scope' ? 'scopeColumn' : 'scopePath'),
        // a data scope's type is of the data_scope_type dictionary; an API scope keeps the same fixed types, by which its grant tree groups
        k === 'data-scope' ? withDict(col.status('scopeType'), dictOf('data_scope_type')) : col.status('scopeType'),
        col.ref('menuId', 'menu'),
        col.text('remark', { hidden: true }),
      ],
      searchFields: [search.text('scopeName'), search.text('resourceCode')],
      form: { required: ['scopeName', 'resourceCode', 'scopeType', 'menuId'] },
      invented: true,
    }),
  ),
  stdFamily('sms', `${R}/sms`, {
    actions: [
      act('enable', 'POST', `${R}/sms/enable`, 'row', { params: ['id'], confirm: true }),
      act('sendMessage', 'POST', `${R}/sms/send-message`, 'row', { params: ['code', 'phones', 'params'], confirm: true }),
    ],
    columns: [
      withDict(col.enum('category', 'smsCategory'), dictOf('sms')),
      col.text('smsCode'),
      col.text('templateId'),
      col.text('accessKey', { hidden: true }),
      col.text('secretKey', { hidden: true }),
      col.text('signName'),
      col.enum('status', 'enableStatus'),
      col.text('remark', { hidden: true }),
    ],
    searchFields: [search.text('smsCode'), search.text('templateId')],
    form: { required: ['category', 'smsCode', 'templateId', 'accessKey', 'secretKey', 'signName'], omit: ['status'] },
    invented: true,
  }),
  stdFamily('oss', `${R}/oss`, {
    actions: [act('enable', 'POST', `${R}/oss/enable`, 'row', { params: ['id'], confirm: true })],
    columns: [
      withDict(col.enum('category', 'ossCategory'), dictOf('oss')),
      col.text('ossCode'),
      col.text('endpoint'),
      col.text('bucketName'),
      col.text('accessKey', { hidden: true }),
      col.text('secretKey', { hidden: true }),
      col.enum('status', 'enableStatus'),
      col.text('remark', { hidden: true }),
    ],
    searchFields: [search.text('ossCode'), search.text('endpoint')],
    form: { required: ['category', 'ossCode', 'endpoint', 'bucketName', 'accessKey', 'secretKey'], omit: ['status'] },
    invented: true,
    note: 'oss/endpoint/put-file (avatar upload) is a typed module; oss/endpoint/uploadLocalmchnt belongs to the enterprise account definition.',
  }),
  stdFamily('attach', `${R}/attach`, {
    columns: [
      col.text('originalName'),
      col.text('name'),
      col.text('extension', { width: 80 }),
      col.text('attachSize', { width: 100 }),
      col.text('link'),
      createTime(),
    ],
    searchFields: [search.text('originalName')],
    form: { required: ['originalName'] },
    invented: true,
  }),
  family('code-gen', '/api/blade-develop/code', {
    operations: ops('/api/blade-develop/code', ['list', 'detail', 'submit']),
    actions: [
      act('genCode', 'POST', '/api/blade-develop/code/gen-code', 'bulk', { params: ['ids'], confirm: true }),
      act('copy', 'POST', '/api/blade-develop/code/copy', 'row', { params: ['id'] }),
    ],
    columns: [
      col.text('codeName'),
      col.text('serviceName'),
      col.text('tableName'),
      col.text('packageName'),
      col.ref('datasourceId', 'datasource'),
      col.text('tablePrefix', { hidden: true }),
    ],
    searchFields: [search.text('codeName'), search.text('tableName')],
    form: { required: ['codeName', 'serviceName', 'tableName', 'packageName', 'datasourceId'] },
    permission: 'code',
    invented: true,
    note: 'spec 000 §7: list, gen-code, copy, submit, detail (no remove is printed).',
  }),
  stdFamily('datasource', '/api/blade-develop/datasource', {
    columns: [
      col.text('name'),
      col.text('driverClass'),
      col.text('url'),
      col.text('username'),
      col.text('password', { hidden: true }),
      col.text('remark', { hidden: true }),
    ],
    searchFields: [search.text('name')],
    form: { required: ['name', 'driverClass', 'url', 'username', 'password'], rules: { url: [] } },
    invented: true,
  }),
  ...(['usual', 'api', 'error'] as const).map((k) =>
    family(`log-${k}`, `/api/blade-log/${k}`, {
      operations: { list: op.list(`/api/blade-log/${k}/list`), detail: op.detail(`/api/blade-log/${k}/detail`) },
      columns: [
        col.text('serviceId'),
        col.text('serverHost'),
        col.text('env', { width: 80 }),
        ...(k === 'usual'
          ? [col.text('logLevel', { width: 80 }), col.text('logData')]
          : k === 'api'
            ? [col.text('title'), col.text('method', { width: 80 }), col.text('requestUri'), col.text('time', { width: 90 })]
            : [col.text('method', { width: 80 }), col.text('requestUri'), col.text('message')]),
        createTime(),
      ],
      searchFields: [search.text('serviceId'), search.text('serverHost'), search.created()],
      permission: `log_${k}`,
      invented: true,
      note: 'Read-only server logs. The client error log upload (POST /api/blade-log/error/upload) is the log module of services/logs, not this list.',
    }),
  ),
  family('zyt-setting', '/api/zytsetting/setting', {
    // the detail reads the caller's one settings record (no number): the actions page opens it and 编辑 submits it
    operations: { detail: op.detail('/api/zytsetting/setting/detail', []), submit: op.submit('/api/zytsetting/setting/submit') },
    columns: [col.text('settingKey'), col.text('settingValue'), col.text('remark')],
    form: { required: ['settingKey', 'settingValue'] },
    invented: true,
    note: 'A single settings record: the actions page reads it by its detail and edits it (submit with its id).',
  }),
  stdFamily('notice', '/api/blade-desk/notice', {
    columns: [
      col.text('title'),
      withDict(col.enum('category', 'noticeCategory'), dictOf('notice')),
      col.date('releaseTime'),
      col.text('content', { hidden: true }),
      createTime(),
    ],
    searchFields: [search.text('title'), search.enum('category', 'noticeCategory'), search.created()],
    form: { required: ['title', 'category', 'releaseTime', 'content'] },
    invented: true,
    note: 'The header popover reads notice/list through services/api/notice.ts; this is the management screen.',
  }),
  family('report', '/api/blade-report/report/rest', {
    operations: ops('/api/blade-report/report/rest', ['list', 'remove']),
    columns: [col.text('name'), col.text('content', { hidden: true }), createTime(), col.date('updateTime')],
    searchFields: [search.text('name')],
    invented: true,
  }),
  family('hot-words', '/hotwords/hotwords', {
    operations: opsAt('/hotwords/hotwords', { list: '', detail: '{id}', submit: '' }),
    columns: [col.text('word'), col.text('searchCount', { width: 100 }), col.text('sort', { width: 80 }), createTime()],
    searchFields: [search.text('word')],
    form: { required: ['word'] },
    invented: true,
    note: 'The only family without the /api prefix (spec 000 §7, spec 002 §7); kept verbatim. POST sends its fields as params.',
  }),
  family('applet-config', '/api/', {
    operations: { detail: { method: 'GET', path: '/api/' } },
    columns: [col.text('appId'), col.text('appName'), col.text('version')],
    invented: true,
    note: 'spec 002 §7: "A placeholder GET on /api/ for applet configuration". Read only.',
  }),
  family('link-manager', '/api/linkManager', {
    operations: { detail: op.detail('/api/linkManager/detail', []), update: op.update('/api/linkManager/update') },
    columns: [col.text('title'), col.text('url'), col.text('remark')],
    form: { required: ['title', 'url'] },
    invented: true,
    note: 'One link record: GET detail, POST update (spec 002 §7 "Promoters, links"); the actions page reads and edits it.',
  }),
  stdFamily('wechat-param', '/api/weixinParam/wechatparam', {
    columns: [
      col.text('appId'),
      col.text('appSecret', { hidden: true }),
      col.text('mchId'),
      col.text('apiKey', { hidden: true }),
      col.text('callbackUrl'),
      col.text('tenantId'),
    ],
    searchFields: [search.text('appId'), search.text('tenantId')],
    form: { required: ['appId', 'appSecret', 'mchId'] },
    invented: true,
  }),
  family('payment-platform-param', '/api/yop/pay/api', {
    operations: {
      detail: { method: 'GET', path: '/api/yop/pay/api/getPlatformParams' },
      update: { method: 'POST', path: '/api/yop/pay/api/setPlatformParams' },
    },
    columns: [col.text('merchantNo'), col.text('appKey'), col.text('publicKey', { hidden: true }), col.text('callbackUrl')],
    form: { required: ['merchantNo', 'appKey'] },
    invented: true,
    note: 'Payment platform parameters: get and set, fields not shown (spec 002 §3); the actions page reads and edits them.',
  }),
  stdFamily('dict-excel', '/api/excelExpert/dictexcel', {
    columns: [col.text('dictCode'), col.text('dictName'), col.text('fileName'), createTime()],
    searchFields: [search.text('dictCode')],
    form: { required: ['dictCode', 'dictName'] },
    invented: true,
  }),
];

export const systemResources: readonly ResourceDefinition[] = definitions;
