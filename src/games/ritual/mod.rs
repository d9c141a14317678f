//! RITUAL / リチュアル: being ported to the `Rules` framework.
