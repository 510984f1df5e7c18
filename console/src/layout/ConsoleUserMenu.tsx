import { useGetIdentity, UserMenu } from 'react-admin';

/**
 * The user menu named by what it shows (the admin's name): react-admin labels the button
 * "Profile" while showing the name, which speech input cannot match (label-content-name-mismatch).
 */
export const ConsoleUserMenu = () => {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
};
