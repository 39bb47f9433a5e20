import { Avatar } from '@mui/material';
import { initialsOf } from '../../../lib/format';
import type { Profile } from '../../../lib/session';

interface ProfileAvatarProps {
  profile: Pick<Profile, 'name' | 'firstName' | 'lastName' | 'avatar'>;
  size?: number;
}

/** The user's picture, or their initials when there is none. */
export function ProfileAvatar({ profile, size = 40 }: ProfileAvatarProps) {
  return (
    <Avatar
      src={profile.avatar?.url}
      alt={profile.name}
      sx={{ width: size, height: size, bgcolor: 'secondary.main', fontSize: size * 0.4 }}
    >
      {initialsOf(profile.firstName, profile.lastName)}
    </Avatar>
  );
}
