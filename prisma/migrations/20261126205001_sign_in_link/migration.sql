-- AlterEnum
ALTER TYPE "TokenPurpose" ADD VALUE 'sign_in';
