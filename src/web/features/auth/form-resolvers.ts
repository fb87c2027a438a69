import { zodResolver } from "@hookform/resolvers/zod";
import { ForgotPasswordForm, ResetPasswordForm, SignInForm, SignUpForm } from "@/shared/contracts/auth";

/** The auth forms' validation, loaded by their pages when first needed (lazyResolver). */
export const signInResolver = zodResolver(SignInForm);
export const signUpResolver = zodResolver(SignUpForm);
export const forgotPasswordResolver = zodResolver(ForgotPasswordForm);
export const resetPasswordResolver = zodResolver(ResetPasswordForm);
