import type { GrantInfo, Profile } from '@services/api/types/session';

/** A grant issued at `issuedAt` (ms) living `expiresIn` seconds. */
export function grantAt(issuedAt: number, expiresIn = 3600, roleId = 'r-ops'): GrantInfo {
  return { issuedAt, expiresIn, tenantId: '000000', roleId };
}

/** A profile of a platform user with an administrator role and two others. */
export function platformProfile(): Profile {
  return {
    user: {
      userId: 'u1',
      account: 'admin',
      userName: 'admin',
      realName: '平台管理员',
      nickName: '',
      avatar: '',
      tenantId: '000000',
      tenantName: '管理平台',
      tenantType: '',
      parentTenantId: '',
      deptId: 'd1',
      deptName: '管理平台',
      roleId: 'r-ops',
      roleName: '运营专员',
      roleAlias: 'operator',
      userRoleList: [
        { id: 'r-admin', roleName: '超级管理员' },
        { id: 'r-ops', roleName: '运营专员' },
        { id: 'r-fin', roleName: '财务审核' },
      ],
    },
    menus: [],
    buttons: { user_add: true },
  };
}
